// Routes of support: the member's conversation and messages, and staff's queue, answers and closing.
import { supportEndpoints } from '../../../api/endpoints/support';
import type { Handlers } from '../../http/handler';
import {
  answerConversation, closeConversation, memberSupportImage, myConversation, sendUserMessage, staffUploadImage, supportDetail, supportQueue,
} from './support.service';

export const supportHandlers: Handlers<typeof supportEndpoints> = {
  supportConversation: async ({ deps, user }) => myConversation(deps, user.id),
  supportSend: async ({ deps, user, params }) => sendUserMessage(deps, user.id, params),
  supportImage: async ({ deps, user, params }) => memberSupportImage(deps, user.id, params.id),
  opsSupportUploadImage: async ({ deps, operator, params }) => staffUploadImage(deps, operator, params),
  opsSupportQueue: async ({ deps, operator, params }) => supportQueue(deps, operator, params.state),
  opsSupportDetail: async ({ deps, operator, params }) => supportDetail(deps, operator, params.id),
  opsSupportAnswer: async ({ deps, operator, params }) => answerConversation(deps, operator, params),
  opsSupportClose: async ({ deps, operator, params }) => closeConversation(deps, operator, params.id, params.reason),
};
