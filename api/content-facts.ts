// The facts an operator-edited text may name as placeholders ({site}, {assets}, {languages},
// {support_email}). They are computed or read from settings when a text is served, never typed
// into it (DESIGN §2 rule 4); the console's preview fills them the same way the public page does.
export interface Facts { site: string; assets: number; languages: number; support_email: string }

export function fillFacts(text: string, facts: Facts): string {
  return text.replace(/\{(site|assets|languages|support_email)\}/g, (_, name: keyof Facts) => String(facts[name]));
}
