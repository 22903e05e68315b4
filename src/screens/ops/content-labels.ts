// Names of the kinds of editable texts and of the languages' filled or missing state, shared by the
// console's content list and edit pages.
import { defineMessages } from 'react-intl';
import type { textKinds } from '../../../api/endpoints/content-edit';

export const textKindNames = defineMessages({
  page: { id: 'ops.content.kind.page', defaultMessage: 'Page (about, agreements)' },
  help: { id: 'ops.content.kind.help', defaultMessage: 'Help article' },
  notice: { id: 'ops.content.kind.notice', defaultMessage: 'Notice' },
  banner: { id: 'ops.content.kind.banner', defaultMessage: 'Banner' },
  download: { id: 'ops.content.kind.download', defaultMessage: 'Download page' },
}) satisfies Record<(typeof textKinds)[number], unknown>;
