import { XMLParser } from 'fast-xml-parser';
import { imoIn } from '../../../../common/sanctions/similarity';
import { addAlias, type ParsedEntry, type ParsedList } from './types';

type Attrs = Record<string, string | undefined>;
type EuEntity = Attrs & {
  subjectType?: Attrs;
  nameAlias?: Attrs[];
  identification?: Attrs[];
  regulation?: Attrs[];
  remark?: (string | Attrs)[];
};

const kinds: Record<string, ParsedEntry['kind']> = { person: 'person', enterprise: 'entity' };

/**
 * The EU consolidated financial sanctions list (XML 1.1): an <export generationDate=…> holding <sanctionEntity
 * logicalId=…> elements, each with <subjectType code="person|enterprise">, <nameAlias wholeName=…> (the first is
 * taken as the name, the others as aliases), <regulation programme=…> and <identification> elements. An IMO number
 * is an identification whose type code or description says IMO, or one written in a remark.
 */
export function parseEu(xml: string): ParsedList {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    isArray: (name) => ['sanctionEntity', 'nameAlias', 'identification', 'regulation', 'remark'].includes(name),
  });
  const doc = parser.parse(xml) as { export?: Attrs & { sanctionEntity?: EuEntity[] } };
  if (!doc.export) throw new Error('Not the EU consolidated list: no <export> element');
  const entries: ParsedEntry[] = [];
  for (const e of doc.export.sanctionEntity ?? []) {
    const names = (e.nameAlias ?? []).map((a) => a.wholeName?.trim() ?? '').filter(Boolean);
    const ref = e.logicalId ?? e.euReferenceNumber;
    if (!ref || !names.length) continue;
    const ids = e.identification ?? [];
    const imoId = ids.find((i) => /imo/i.test(`${i.identificationTypeCode ?? ''} ${i.identificationTypeDescription ?? ''}`));
    const remarks = (e.remark ?? []).map((r) => (typeof r === 'string' ? r : (r['#text'] ?? ''))).join(' ');
    const imo = imoId?.number && /^\d{7}$/.test(imoId.number) ? imoId.number : imoIn(remarks);
    const code = (e.subjectType?.code ?? '').toLowerCase();
    const entry: ParsedEntry = {
      ref,
      kind: kinds[code] ?? (imo ? 'vessel' : 'other'),
      name: names[0]!,
      aliases: [],
      imo,
      programme: [...new Set((e.regulation ?? []).map((r) => r.programme).filter(Boolean))].join('; ') || null,
    };
    for (const n of names.slice(1)) addAlias(entry, n);
    entries.push(entry);
  }
  const date = doc.export.generationDate;
  return { listId: 'eu-consolidated', version: date ? date.slice(0, 10) : null, entries };
}
