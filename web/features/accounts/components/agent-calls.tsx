import { Link } from 'react-router';
import { Card } from '../../../components/ui/feedback';
import { useMyPortCalls } from '../api/accounts';

/**
 * The port calls the member acts at as an owner's agent (decision 037), each linking to its statement of facts.
 * Shown only to a member who has any: most members are parties, not agents.
 */
export function AgentCalls() {
  const { data } = useMyPortCalls();
  const calls = Array.isArray(data) ? data : [];
  if (!calls.length) return null;
  return (
    <Card className="mt-6 p-5">
      <section aria-labelledby="agent-calls">
        <h2 id="agent-calls" className="font-semibold text-navy-900">
          Port calls as agent
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {calls.map((c) => (
            <li key={`${c.dealId}-${c.call}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-slate-700">
                {c.ship} at {c.port} ({c.call === 'load' ? 'loading' : 'discharging'}), for {c.owner}
              </span>
              <Link className="font-medium text-sea-700 underline" to={`/app/deals/${c.dealId}/ports/${c.call}`}>
                Statement of facts
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
