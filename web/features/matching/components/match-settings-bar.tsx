import { RadioGroup, Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { DEFAULT_BUNKER_PRICE_CENTS_PER_T } from '../../../../common/cargoes/voyage-estimate';
import { cn } from '../../../lib/cn';
import { Input } from '../../../components/ui/field';
import type { MatchSettingsState } from './use-match-settings';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600';
const defaultPrice = DEFAULT_BUNKER_PRICE_CENTS_PER_T / 100;

/**
 * What the estimates are worked on: the bunker price, which canals the routes may use, and the speed. Every change is
 * written to the URL (use-match-settings.ts), so the list refetches and the link can be shared as it is.
 */
export function MatchSettingsBar({ state }: { state: MatchSettingsState }) {
  const { settings, update } = state;
  const priceId = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="w-44 space-y-1.5">
        <label htmlFor={priceId} className="block text-sm font-medium text-slate-800">
          Bunker price (USD/t)
        </label>
        <PriceInput
          id={priceId}
          inputMode="decimal"
          placeholder={`${defaultPrice} (default)`}
          aria-describedby={`${priceId}-hint`}
          value={settings.bunkerPrice}
          onCommit={(bunkerPrice) => update({ bunkerPrice })}
        />
        <p id={`${priceId}-hint`} className="text-xs text-slate-500">
          Default USD {defaultPrice}/t VLSFO
        </p>
      </div>
      <div className="space-y-2">
        <Toggle label="Suez" checked={settings.suez} onChange={(suez) => update({ suez })} />
        <Toggle label="Panama" checked={settings.panama} onChange={(panama) => update({ panama })} />
      </div>
      <SpeedChoice value={settings.speed} onChange={(speed) => update({ speed })} />
      <p className="basis-full text-xs text-slate-600">Suez avoided by default: Red Sea diversions since 2024.</p>
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className={cn('relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-sea-700', focusRing)}
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.125rem]" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Use {label}
      </label>
      <span className="text-xs text-slate-500" aria-hidden>
        {checked ? 'on' : 'off'}
      </span>
    </div>
  );
}

function SpeedChoice({ value, onChange }: { value: 'full' | 'eco'; onChange: (speed: 'full' | 'eco') => void }) {
  const labelId = useId();
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        Speed
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(v) => onChange(v === 'eco' ? 'eco' : 'full')}
        orientation="horizontal"
        className="inline-flex rounded-lg bg-white p-0.5 ring-1 ring-slate-300"
      >
        {(['full', 'eco'] as const).map((speed) => (
          <RadioGroup.Item
            key={speed}
            value={speed}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium text-slate-700 data-[state=checked]:bg-navy-900 data-[state=checked]:text-white',
              focusRing,
            )}
          >
            {speed === 'full' ? 'Full speed' : 'Eco speed'}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/** The price is written to the URL when the user is done with it (Enter, or leaving the field), not per keystroke. */
function PriceInput({
  value,
  onCommit,
  ...props
}: Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange'> & { value: string; onCommit: (v: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed without us (back button, a shared link): show what it says now.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const commit = () => text.trim() !== value && onCommit(text.trim());
  return <Input {...props} value={text} onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />;
}
