import { z } from 'zod';
import { termsSchema, type Terms } from '../charters/terms';
import { canonicalJson } from './canonical';

/** The terms section of the amendment editor, checked with the schema the amend API applies to `terms`. */
export const amendTermsFormSchema = z.object({ terms: termsSchema });

/**
 * Whether the edited terms say what the version's terms say, as the server compares versions (canonical JSON): an
 * amendment that leaves the terms alone sends none, so the clauses are not rewritten from them.
 */
export const sameTerms = (edited: Terms, version: Terms) => canonicalJson(edited) === canonicalJson(version);
