// Routes of my messages and the admins' notices.
import { messagesEndpoints } from '../../../api/endpoints/messages';
import type { Handlers } from '../../http/handler';
import { newsDetail, newsList, postNotice, readNews, unreadNews } from './messages.service';

export const messagesHandlers: Handlers<typeof messagesEndpoints> = {
  getNewsList: async ({ deps, user, params }) => newsList(deps, user.id, params.page),
  getNewsDetail: async ({ deps, user, params }) => newsDetail(deps, user.id, params.id),
  readNews: async ({ deps, user, params }) => {
    const read = await readNews(deps, user.id, params.id);
    // The user's other tabs and the navigation's count follow.
    void deps.messagePusher.publishUnread(user.id).catch((err) => deps.log.warn({ err }, 'unread push failed'));
    return read;
  },
  getUnreadNews: async ({ deps, user }) => unreadNews(deps, user.id),
  opsPostNotice: async ({ deps, operator, params }) => {
    const posted = await postNotice(deps, operator, params);
    deps.messagePusher.nudge();
    return posted;
  },
};
