import { NavLink } from 'react-router';
import { dealStageLabels } from '../../../../common/charters/deal-process';
import { cn } from '../../../lib/cn';
import type { ConversationSummary } from '../api/conversations';
import { shortWhen } from './when';

/** The member's conversations, latest first: who, which ship, the last line and how many are unread. */
export function ConversationList({ items }: { items: ConversationSummary[] }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Conversations">
      {items.map((c) => (
        <li key={c.id}>
          <NavLink
            to={`/app/messages/${c.id}`}
            className={({ isActive }) =>
              cn(
                'block px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sea-600',
                isActive ? 'bg-navy-50' : 'hover:bg-slate-50',
              )
            }
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className={cn('truncate text-sm', c.unread ? 'font-semibold text-navy-900' : 'font-medium text-slate-800')}>{c.counterpart}</span>
              {c.lastMessage ? (
                <time className="shrink-0 text-xs text-slate-500" dateTime={c.lastMessage.at}>
                  {shortWhen(c.lastMessage.at)}
                </time>
              ) : null}
            </div>
            <div className="mt-0.5 flex items-center justify-between gap-2">
              <span className="truncate text-xs text-slate-600">
                {c.vessel.name}
                {c.deal ? ` · ${dealStageLabels[c.deal.stage]}` : ' · Before any deal'}
              </span>
              {c.unread ? (
                <span className="shrink-0 rounded-full bg-sea-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {c.unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </div>
            <p className="mt-1 line-clamp-1 text-sm text-slate-600">
              {c.lastMessage ? `${c.lastMessage.fromMe ? 'You: ' : ''}${c.lastMessage.preview}` : 'No messages yet'}
            </p>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
