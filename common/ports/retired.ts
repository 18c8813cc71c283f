// UN/LOCODE gives some ports two codes (Qingdao is CNTAO and CNQIN). Fairlead keeps one port once, under the code
// the trade writes; the other code is retired: it is not in the ports table, rows that held it were moved to the
// kept code at start (server/db/reference-data.ts), and older documents that still name it read the kept port.

export const retiredLocodes: Readonly<Record<string, string>> = {
  CNQIN: 'CNTAO', // Qingdao
  CNDAL: 'CNDLC', // Dalian
  CNNBO: 'CNNGB', // Ningbo
  CNSGH: 'CNSHA', // Shanghai
  CNXAM: 'CNXMN', // Xiamen
  CNXGA: 'CNTXG', // Tianjin Xingang
  CNXGG: 'CNTXG', // Tianjin Xingang
  CNYTG: 'CNYNT', // Yantai
  DJPOD: 'DJJIB', // Djibouti
};

/** The code a port is kept under: a retired code gives its kept one, any other code itself. */
export const currentLocode = (code: string) => retiredLocodes[code] ?? code;
