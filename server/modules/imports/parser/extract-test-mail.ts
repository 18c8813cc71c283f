// Test helpers for the extractor's tests: a raw e-mail around a body, and items with every key null
// but those given (the corpus schema).
export const mail = (subject: string, body: string) =>
  `From: Desk <desk@broker.example>\nTo: all@list.example\nSubject: ${subject}\nDate: Tue, 1 Dec 2026 09:00:00 +0100\n` +
  `Message-ID: <t@broker.example>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n${body}\n`;

export const position = (fields: Record<string, unknown>) => ({
  vessel_name: null,
  imo: null,
  vessel_type: null,
  dwt: null,
  built: null,
  flag: null,
  gear: null,
  open_port: null,
  open_area: null,
  open_from: null,
  open_to: null,
  operator: null,
  ...fields,
});
export const cargo = (fields: Record<string, unknown>) => ({
  account: null,
  commodity: null,
  quantity_mt: null,
  tolerance_pct: null,
  tolerance_option: null,
  load_port: null,
  load_area: null,
  discharge_port: null,
  discharge_area: null,
  laycan_from: null,
  laycan_to: null,
  load_rate: null,
  discharge_rate: null,
  freight_idea: null,
  commission_pct: null,
  ...fields,
});
