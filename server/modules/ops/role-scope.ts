// Which calls of the console an operator's role may make, checked by the wire before any handler.
// Reviewers and admins make every operator call (services refine further: settings are for admins).
// Support staff answer members' conversations and nothing else: no review, no setting; of the
// users' files they see only the images of support conversations (uploads.service).
// Editors edit content and nothing else.
import { contentEditEndpoints } from '../../../api/endpoints/content-edit';
import type { OperatorRole } from './operators';

const scopedRoles: Partial<Record<OperatorRole, ReadonlySet<string>>> = {
  support: new Set(['web/opsLogin', 'web/opsSupportQueue', 'web/opsSupportDetail', 'web/opsSupportAnswer', 'web/opsSupportClose', 'web/opsSupportUploadImage', 'web/opsGetUpload']),
  editor: new Set(['web/opsLogin', ...Object.values(contentEditEndpoints).map((e) => e.name)]),
};

export function operatorMayCall(role: OperatorRole, endpointName: string): boolean {
  return scopedRoles[role]?.has(endpointName) ?? true;
}
