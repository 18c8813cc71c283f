import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../components/ui/field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
  invalid?: boolean;
};

/**
 * A text box whose value is written to the URL only once typing pauses (or on Enter / leaving the field),
 * so a search does not push one history entry per keystroke.
 */
export function DeferredInput({ value, onCommit, onBlur, onKeyDown, ...props }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed without us (back button, a removed chip): show what it says now.
  // Trimmed comparison, so our own commit of "Aegean " does not eat the space being typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (v: string) => {
    window.clearTimeout(timer.current);
    if (v.trim() !== value) onCommit(v.trim());
  };

  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => {
        const v = e.target.value;
        setText(v);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => commit(v), 600);
      }}
      onBlur={(e) => {
        commit(text);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
        onKeyDown?.(e);
      }}
    />
  );
}
