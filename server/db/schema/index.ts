export * from './auth';
export * from './accounts';
export * from './vessels';
export * from './charters';
export * from './payments';
export * from './notifications';
export * from './audit';
export * from './mail';
