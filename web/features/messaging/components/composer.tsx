import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { attachmentMessages, captionSchema, MAX_ATTACHMENT_BYTES, MESSAGE_MAX, messageInputSchema } from '../../../../common/messaging/schemas';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useSendMessage } from '../api/conversations';
import { sizeText } from './when';

/** Drafts survive switching conversations (and a reload of the tab), one per conversation. */
const draftKey = (id: string) => `fairlead:draft:${id}`;
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.doc,.docx,.xls,.xlsx,application/pdf,image/jpeg,image/png,image/webp';

type ComposerValues = { body: string; file: File | null };
// The server's two rules: a message on its own must say something, a caption with a file may be empty. The file's
// size is checked when it is chosen, its type by the server (from its content).
const chosenFile = z.custom<File | null>();
const textOnly = zodResolver(messageInputSchema.extend({ file: chosenFile }));
const withFile = zodResolver(z.object({ body: captionSchema, file: chosenFile }));
const composerResolver: Resolver<ComposerValues> = (values, context, options) =>
  values.file ? withFile(values, context, options) : textOnly(values, context, options);

/**
 * Enter sends, Shift+Enter starts a new line; a file (with an optional caption) goes with the paperclip. The same
 * rules as the server, and the server's message when it refuses (the file's type is judged by its content there).
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ComposerValues>({
    resolver: composerResolver,
    defaultValues: { body: sessionStorage.getItem(draftKey(conversationId)) ?? '', file: null },
  });
  const send = useSendMessage(conversationId, setProgress);
  const picker = useRef<HTMLInputElement>(null);
  const body = form.watch('body');
  const file = form.watch('file');
  const { errors } = form.formState;
  const error = errors.body?.message ?? errors.file?.message ?? null;

  useEffect(() => {
    if (body) sessionStorage.setItem(draftKey(conversationId), body);
    else sessionStorage.removeItem(draftKey(conversationId));
  }, [body, conversationId]);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (chosen && chosen.size > MAX_ATTACHMENT_BYTES) return form.setError('file', { message: attachmentMessages.tooBig });
    form.clearErrors();
    form.setValue('file', chosen);
  }

  const submit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(
      { body: values.body, file: values.file },
      {
        onSuccess: () => {
          form.reset({ body: '', file: null });
          form.setFocus('body');
        },
        onError: (err) =>
          form.setError('body', {
            message: err instanceof ApiError ? (err.fields.file ?? err.fields.body ?? err.message) : 'The message could not be sent. Try again.',
          }),
        onSettled: () => setProgress(null),
      },
    );
  });

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  const near = body.length > MESSAGE_MAX - 500;
  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3" noValidate>
      {file ? (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-800">
          <Paperclip className="size-4 shrink-0 text-slate-500" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <span className="shrink-0 text-xs text-slate-500">{progress !== null ? `${Math.round(progress * 100)}%` : sizeText(file.size)}</span>
          <button
            type="button"
            onClick={() => form.setValue('file', null)}
            className="rounded p-0.5 text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sea-600"
            aria-label={`Remove ${file.name}`}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      <label htmlFor={`composer-${conversationId}`} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <input ref={picker} type="file" accept={ACCEPT} className="sr-only" tabIndex={-1} aria-hidden onChange={choose} />
        <Button
          type="button"
          variant="ghost"
          aria-label="Attach a file"
          title="Attach a PDF, photo, Word or Excel file (10 MB at most)"
          onClick={() => picker.current?.click()}
          className="px-2.5"
        >
          <Paperclip className="size-5" aria-hidden />
        </Button>
        <textarea
          id={`composer-${conversationId}`}
          rows={2}
          {...form.register('body')}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`composer-help-${conversationId}`}
          placeholder={file ? 'Add a caption (optional)' : 'Write a message'}
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
        {near ? (
          <span className={body.length > MESSAGE_MAX ? 'font-medium text-red-700' : 'text-slate-500'}>
            {body.length.toLocaleString('en-GB')} / {MESSAGE_MAX.toLocaleString('en-GB')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
