// Whether a picture sent in the prompt reached the model, as far as Parley can tell. An ACP agent
// that takes images (promptCapabilities.image) may still not pass one on: OpenCode, for a model
// whose config does not declare image input, gives the model the text `ERROR: Cannot read
// "image" (this model does not support image input). Inform the user.` in its place, and says
// nothing over ACP. Parley sees only what the agent says back, so the turn's output is read for
// that error or a model's report of it (docs/agents/opencode.md).
import type { PromptMedia } from '../../suites/model.js';

const UNSEEN = [
  /cannot read "?(image|audio)"?/i,
  /(does not|doesn't|do not|don't) support (image|audio) input/i,
  /(cannot|can't|can ?not|unable to|not able to) (read|see|view|open|process|access) (the |this |that |your |any )?(image|picture|photo|audio)/i,
];

/** A warning when the turn sent media and its output says it never reached the model. */
export function unseenMediaWarning(media: PromptMedia[], output: string): string | undefined {
  if (media.length === 0) return undefined;
  const said = UNSEEN.map((re) => re.exec(output)).find(Boolean);
  if (!said) return undefined;
  const kinds = [...new Set(media.map((m) => m.kind))].join(' and ');
  return `the prompt's ${kinds} may never have reached the model: the agent said "${said[0]}" (OpenCode passes an image on only for a model whose config declares image input: docs/agents/opencode.md)`;
}
