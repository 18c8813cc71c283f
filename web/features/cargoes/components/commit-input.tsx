import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../components/ui/field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
  invalid?: boolean;
};

/** A figure written to the URL when the member is done with it (Enter, or leaving the field), not per keystroke. */
export function CommitInput({ value, onCommit, invalid, ...props }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed without us (back button, "clear all"): show what it says now.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const commit = () => text.trim() !== value && onCommit(text.trim());
  return (
    <Input
      {...props}
      invalid={invalid}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
