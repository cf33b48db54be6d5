export * from './TransferDetails';
