import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messagingApi } from '../../common/messaging/api';
import { ApiError, call } from '../lib/api';
import { Button, type ButtonProps } from './ui/button';

/**
 * Opens (or finds) the conversation about a ship or a deal and goes to it: "Message the owner" on a vessel page,
 * "Messages" on a deal. Shared by both features; the messaging feature shows the conversation.
 */
export function OpenConversationButton({
  about,
  label,
  variant = 'secondary',
  className,
}: {
  about: { vesselId: string } | { dealId: string };
  label: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setError(null);
    try {
      const { id } = await call(messagingApi.open, { body: about });
      await navigate(`/app/messages/${id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The conversation could not be opened.');
      setBusy(false);
    }
  }
  return (
    <>
      <Button type="button" variant={variant} onClick={() => void open()} disabled={busy} className={className}>
        <MessagesSquare className="size-4" aria-hidden /> {label}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
