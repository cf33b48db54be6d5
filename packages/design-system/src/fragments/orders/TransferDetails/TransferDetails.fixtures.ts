import type { TransferDetailsMethod } from './TransferDetails';

export const zelle: TransferDetailsMethod = {
  name: 'Zelle',
  payeeName: 'Interdental Lab LLC',
  account: 'payments@interdentallab.com',
  instructions: 'Write the order number in the memo.',
};

export const bankTransfer: TransferDetailsMethod = {
  name: 'Bank transfer',
  payeeName: 'Interdental Lab LLC',
  account: 'Ocean Bank, routing 066011392, account 0012345678',
  instructions: '',
};

export const transferMethods = [zelle, bankTransfer];
