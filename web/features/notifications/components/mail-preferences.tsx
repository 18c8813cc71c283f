import {
  mailCategories,
  mailCategoryLabels,
  mailModeLabels,
  mailModes,
  type MailCategory,
  type MailMode,
} from '../../../../common/notifications/preferences';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { useMailPreferences, useSetMailPreferences } from '../api/notifications';

/** Per category: e-mail at once, one digest of what stayed unread for 10 minutes, or none. Saved on each choice. */
export function MailPreferencesForm() {
  const { data, isError } = useMailPreferences();
  const save = useSetMailPreferences();
  if (isError) return <Alert>Your e-mail choices could not be loaded.</Alert>;
  if (!data) return <Skeleton className="h-32 w-full" />;
  const choose = (category: MailCategory, mode: MailMode) => save.mutate({ ...data, [category]: mode });
  return (
    <div className="space-y-5">
      {mailCategories.map((category) => (
        <fieldset key={category}>
          <legend className="text-sm font-medium text-slate-800">{mailCategoryLabels[category].title}</legend>
          <p className="mt-0.5 text-sm text-slate-600">{mailCategoryLabels[category].hint}</p>
          <div className="mt-2 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 text-sm">
            {mailModes.map((mode) => (
              <label
                key={mode}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-1.5 font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-600',
                  data[category] === mode ? 'bg-white text-navy-900 shadow-xs' : 'text-slate-600 hover:text-navy-900',
                )}
              >
                <input
                  type="radio"
                  name={`mail-${category}`}
                  value={mode}
                  checked={data[category] === mode}
                  onChange={() => choose(category, mode)}
                  className="sr-only"
                />
                {mailModeLabels[mode]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="h-5 text-sm" role="status">
        {save.isError ? (
          <span className="text-red-700">{save.error.message}</span>
        ) : save.isSuccess ? (
          <span className="text-slate-600">Saved.</span>
        ) : null}
      </p>
    </div>
  );
}
