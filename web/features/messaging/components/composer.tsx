import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, messageInputSchema } from '../../../../common/messaging/schemas';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useSendMessage } from '../api/conversations';

/** Drafts survive switching conversations (and a reload of the tab), one per conversation. */
const draftKey = (id: string) => `fairlead:draft:${id}`;

/** Enter sends, Shift+Enter starts a new line; the same rules as the server, the server's message when it refuses. */
export function Composer({ conversationId }: { conversationId: string }) {
  const [body, setBody] = useState(() => sessionStorage.getItem(draftKey(conversationId)) ?? '');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(conversationId);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (body) sessionStorage.setItem(draftKey(conversationId), body);
    else sessionStorage.removeItem(draftKey(conversationId));
  }, [body, conversationId]);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (send.isPending) return;
    const parsed = messageInputSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    send.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody('');
        box.current?.focus();
      },
      onError: (err) => setError(err instanceof ApiError ? (err.fields.body ?? err.message) : 'The message could not be sent. Try again.'),
    });
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  const near = body.length > MESSAGE_MAX - 500;
  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3" noValidate>
      <label htmlFor={`composer-${conversationId}`} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`composer-${conversationId}`}
          ref={box}
          rows={2}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`composer-help-${conversationId}`}
          placeholder="Write a message"
          className="min-h-11 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-sea-600"
        />
        <Button type="submit" disabled={send.isPending} aria-label="Send">
          <Send className="size-4" aria-hidden /> <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <div id={`composer-help-${conversationId}`} className="mt-1 flex justify-between gap-2 text-xs">
        <span role={error ? 'alert' : undefined} className={error ? 'font-medium text-red-700' : 'text-slate-500'}>
          {error ?? 'Enter to send, Shift+Enter for a new line'}
        </span>
        {near ? <span className={body.length > MESSAGE_MAX ? 'font-medium text-red-700' : 'text-slate-500'}>{body.length.toLocaleString('en-GB')} / {MESSAGE_MAX.toLocaleString('en-GB')}</span> : null}
      </div>
    </form>
  );
}
