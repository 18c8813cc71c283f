import { useState, type FormEvent } from 'react';
import { pasteImportSchema } from '../../../../common/imports/schemas';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Field, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { usePasteImport } from '../api/paste';
import { ImportResult } from './import-result';

/** Paste one e-mail (headers and all, or just its body) and have it read into drafts. */
export function PasteForm() {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const paste = usePasteImport();
  const serverField = paste.error instanceof ApiError ? paste.error.fields.text : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = pasteImportSchema.safeParse({ text });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    paste.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field
        label="E-mail text"
        error={invalid ?? serverField}
        hint="Paste the whole e-mail, with its From, Date and Subject lines if you have them: dates like “early Dec” are read against the e-mail’s date."
      >
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            invalid={!!(invalid ?? serverField)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={10}
            spellCheck={false}
            className="min-h-56 font-mono text-xs sm:text-sm"
            placeholder={'MV SEA ORCHID 58K SUPRA BLT 2014 OPEN CJK 10-15 DEC\n50,000 MT 10% MOLOO WHEAT ECSA/CHINA LAYCAN 20-30 DEC'}
          />
        )}
      </Field>
      {paste.error && !serverField ? <Alert>{paste.error.message}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={paste.isPending}>
          {paste.isPending ? 'Reading…' : 'Read e-mail'}
        </Button>
        {paste.data && !paste.isPending ? (
          <div role="status" aria-label="Pasted e-mail">
            <ImportResult imported={paste.data} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
