// The server's English catalog (api/messages/en.json), for views: the text of a contract message
// key (`error.*`) until the user's catalog has it. Views take it from here, not from api/.
import english from '../../api/messages/en.json';

export const serverEnglish: Record<string, string> = english;
