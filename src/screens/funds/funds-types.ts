// The records the funds screens show, typed from the contract.
import type { z } from 'zod';
import type { depositRecord } from '../../../api/endpoints/funds';
import type { transferRecord } from '../../../api/endpoints/transfers';

export type DepositRecord = z.infer<typeof depositRecord>;
export type TransferRecord = z.infer<typeof transferRecord>;
