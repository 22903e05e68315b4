// Routes of transfers between the user's own accounts, their records and the ledger export.
import { transferEndpoints } from '../../../api/endpoints/transfers';
import type { Handlers } from '../../http/handler';
import { transferBetweenWallets, transferRecords } from './transfer.service';
import { ledgerExport } from './ledger-export';

export const transferHandlers: Handlers<typeof transferEndpoints> = {
  transfer: async ({ deps, user, rtoken, params }) => transferBetweenWallets(deps, user.id, rtoken, params),
  transferRecords: async ({ deps, user }) => transferRecords(deps, user.id),
  ledgerExport: async ({ deps, user }) => ledgerExport(deps, user.id),
};
