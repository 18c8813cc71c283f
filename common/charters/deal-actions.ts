import { canFire, otherParty, type DealStage, type OfferKind, type Party, type SubjectStatus } from './deal-process';
import { fixtureCancelRefusal, type FixtureFacts } from './fixture-cancel';

// What a party may do on a deal right now. The server answers this list with every deal (the page draws its buttons
// from it) and its services refuse by the same rules, so a button is never shown for a step the server refuses.

export const dealActions = ['offer', 'accept', 'decline', 'withdraw', 'cancel'] as const;
export type DealAction = (typeof dealActions)[number];

export type ActionFacts = {
  stage: DealStage;
  party: Party | null;
  verified: boolean;
  live: { fromParty: Party; kind: OfferKind; replyBy: Date | null } | undefined;
  /** The subjects of the accepted terms, while the deal is on subjects. */
  agreed: { id: string; party: Party; status: SubjectStatus; liftBy: Date }[];
  /** What decides a party's cancellation of the fixture (common/charters/fixture-cancel.ts), while the deal is fixed. */
  fixture: FixtureFacts | null;
  now: Date;
};

const partyWord = (p: Party) => (p === 'owner' ? 'owners' : 'charterers');

/** A party on subjects whose own subjects are all lifted (or who had none) is bound: main terms agreed, nothing left to decide. */
export const isBound = (party: Party, agreed: ActionFacts['agreed']) => agreed.every((s) => s.party !== party || s.status === 'lifted');

/**
 * Why this party may not withdraw while the deal is on subjects, or null. Once one side is bound, the deal ends only
 * through a subject: the other side frees itself by failing its own subject before its deadline, never by walking
 * away, so the bound side is not left holding its ship or cargo for nothing without the record saying why.
 */
export function withdrawRefusal(party: Party, agreed: ActionFacts['agreed']): string | null {
  const other = otherParty(party);
  if (isBound(party, agreed)) {
    return `Your subjects are lifted: you are bound to these terms and can no longer withdraw. The deal is fixed when the ${partyWord(other)} lift theirs, or falls away if they fail one.`;
  }
  if (isBound(other, agreed)) {
    return `The ${partyWord(other)} are bound to these terms: you can leave this deal only by failing your own subject before its deadline.`;
  }
  return null;
}

/** The deal-level steps the caller may take now (none for an admin looking on, or once the deal is over). */
export function allowedActions(f: ActionFacts): DealAction[] {
  const me = f.party;
  if (!me) return [];
  const out: DealAction[] = [];
  const live = f.live;
  const toMe = !!live && live.fromParty !== me;
  // Which stages allow each step, and for whom, is the lifecycle table's (canFire); the facts below are the services' own.
  const enquiryWithOwner = f.stage === 'enquiry' && me === 'charterer';
  const bindsMe = !!live && live.fromParty === me && live.kind === 'firm';
  if (canFire('offer', f.stage, me) && !enquiryWithOwner && !bindsMe && f.verified) out.push('offer');
  if (canFire('accept', f.stage, me) && toMe && live.kind === 'firm' && live.replyBy && f.now < live.replyBy && f.verified) out.push('accept');
  // The owner declines an enquiry outright; in negotiation the addressee declines the live offer.
  if (canFire('decline', f.stage, me) && toMe) out.push('decline');
  if (canFire('withdraw', f.stage, me) && (f.stage !== 'on_subjects' || !withdrawRefusal(me, f.agreed))) out.push('withdraw');
  // After fixture: cancelling, with a reason, while no money has moved and the charter has not begun.
  if (canFire('cancel_fixture', f.stage, me) && f.fixture && !fixtureCancelRefusal(f.fixture)) out.push('cancel');
  return out;
}

/** The subjects the caller may lift or fail now: its own, open, before their deadline, while the deal is on subjects. */
export function decidableSubjects(f: ActionFacts): string[] {
  if (!f.party || !canFire('lift_subject', f.stage, f.party)) return [];
  return f.agreed.filter((s) => s.party === f.party && s.status === 'open' && f.now < s.liftBy).map((s) => s.id);
}
