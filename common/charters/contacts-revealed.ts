/**
 * The one answer to "may this deal's parties see each other's contact details?" (#26): the deal page's contact card
 * and recap, and the masking of every party's words (thread, conversation list, e-mails, digest, file names, the
 * free-text terms) all ask it here, so two screens cannot disagree about the same deal.
 *
 * Once the deal was fixed, yes, for good, even if Fairlead cancels it afterwards. At fixture the parties got each
 * other's details (the contact card, the recap, the unmasked thread); masking them again takes back nothing they do
 * not already hold, and a thread that re-masks what both read yesterday would stop being the record of what was
 * said. A cancelled fixture also leaves things to settle between them (money in escrow, claims under a signed
 * charter party) for which they must be able to reach each other. So the stage cannot answer this ('fixed' is left
 * when a deal is cancelled); the fixture's instant can: deals.fixed_at is set at fixture and never cleared.
 */
export const contactsRevealed = (deal: { fixedAt: Date | string | null } | null | undefined): boolean => !!deal?.fixedAt;
