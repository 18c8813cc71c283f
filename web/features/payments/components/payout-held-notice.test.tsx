// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayoutHeldNotice } from './payout-held-notice';

afterEach(cleanup);

describe('the payout held notice (#25)', () => {
  it('tells the owner the payout waits for a review, in the words the server sent', () => {
    const reason = 'Fairlead is checking a change to your bank details before paying out. Nothing is needed from you unless we contact you.';
    render(<PayoutHeldNotice held={{ reason }} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(`Payout held for review${reason}`);
  });

  it('says nothing when no review holds the payout', () => {
    const { container } = render(<PayoutHeldNotice held={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
