import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useOutletContext, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { contactSchema, contactTopicLabels, contactTopics } from '../../../../common/site/schemas';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { useSubmitContact } from '../api/submit-contact';

type FormInput = z.input<typeof contactSchema>;
type FormOutput = z.output<typeof contactSchema>;
const fieldNames = ['name', 'email', 'company', 'topic', 'message'] as const;
const isFieldName = (k: string): k is (typeof fieldNames)[number] => (fieldNames as readonly string[]).includes(k);

/** Links such as /contact?topic=chartering&vessel=<id> (from a vessel page) pre-fill the topic and the message. */
function prefill(params: URLSearchParams): Partial<FormInput> {
  const topic = params.get('topic');
  const vessel = params.get('vessel');
  return {
    ...(topic && (contactTopics as readonly string[]).includes(topic) ? { topic: topic as FormInput['topic'] } : {}),
    // Registered fields get their values in the browser, after hydration: the server renders them empty.
    message: vessel
      ? `I am interested in chartering this vessel: ${typeof window === 'undefined' ? '' : window.location.origin}/vessels/${vessel}\n\nCargo / period: \nLaycan: \n`
      : '',
  };
}

type Member = { name: string; email: string };

export function ContactForm() {
  const submit = useSubmitContact();
  const [params] = useSearchParams();
  const member = useOutletContext<{ member?: Member | null } | undefined>()?.member ?? null;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', company: '', message: '', ...prefill(params) },
  });

  // A signed-in member need not type who they are; the fields stay editable, and what was typed already stays.
  // The session may resolve after the page shows (a fresh load), hence an effect rather than default values.
  const fillInMember = useCallback(() => {
    if (!member) return;
    for (const key of ['name', 'email'] as const) if (!form.getValues(key)) form.setValue(key, member[key]);
  }, [member, form]);
  useEffect(fillInMember, [fillInMember]);
  const { errors } = form.formState;
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the confirmation so keyboard and screen-reader users learn the form was sent.
  useEffect(() => {
    if (submit.isSuccess) confirmationRef.current?.focus();
  }, [submit.isSuccess]);

  const onSubmit = (values: FormOutput) =>
    submit.mutate(values, {
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) {
          for (const [key, message] of Object.entries(err.fields)) {
            if (isFieldName(key)) form.setError(key, { message }, { shouldFocus: true });
          }
        }
      },
    });

  if (submit.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
        <CheckCircle2 aria-hidden className="size-8 text-emerald-700" />
        <h3 ref={confirmationRef} tabIndex={-1} className="text-xl font-semibold text-navy-900 focus:outline-none">
          Message received
        </h3>
        <p className="text-slate-800">
          Thank you, {submit.variables.name}. We have received your message and sent a confirmation e-mail to{' '}
          <strong className="break-all">{submit.variables.email}</strong>. A member of our chartering desk will answer by e-mail within one business
          day.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            submit.reset();
            form.reset();
            fillInMember();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const unmappedError =
    submit.error && !(submit.error instanceof ApiError && submit.error.status === 400 && Object.keys(submit.error.fields).length > 0)
      ? submit.error.message
      : null;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5" aria-labelledby="contact-form-title">
      {unmappedError ? <Alert>{unmappedError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {({ id, describedBy }) => (
            <Input id={id} autoComplete="name" invalid={!!errors.name} aria-describedby={describedBy} {...form.register('name')} />
          )}
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          {({ id, describedBy }) => (
            <Input id={id} type="email" autoComplete="email" invalid={!!errors.email} aria-describedby={describedBy} {...form.register('email')} />
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Company (optional)" error={errors.company?.message}>
          {({ id, describedBy }) => (
            <Input id={id} autoComplete="organization" invalid={!!errors.company} aria-describedby={describedBy} {...form.register('company')} />
          )}
        </Field>
        <Field label="Topic" error={errors.topic?.message}>
          {({ id, describedBy }) => (
            <Select id={id} defaultValue="" invalid={!!errors.topic} aria-describedby={describedBy} {...form.register('topic')}>
              <option value="" disabled>
                Choose a topic
              </option>
              {contactTopics.map((t) => (
                <option key={t} value={t}>
                  {contactTopicLabels[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        label="Message"
        error={errors.message?.message}
        hint="Include ship names, IMO numbers, ports or dates if your question is about a charter."
      >
        {({ id, describedBy }) => (
          <Textarea id={id} rows={6} invalid={!!errors.message} aria-describedby={describedBy} {...form.register('message')} />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={submit.isPending}>
          {submit.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {submit.isPending ? 'Sending…' : 'Send message'}
        </Button>
        <p className="text-sm text-slate-600">We reply by e-mail within one business day.</p>
      </div>
    </form>
  );
}
