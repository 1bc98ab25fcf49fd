// A turn's input as ACP content blocks, within what the agent said it accepts at initialize.
import type * as acp from '@agentclientprotocol/sdk';
import type { PromptMedia } from '../../suites/model.js';
import { AgentError } from '../types.js';

/** What the agent takes in a prompt besides text (ACP promptCapabilities; absent = text only). */
export interface Accepts {
  image: boolean;
  audio: boolean;
}

/**
 * The prompt's content blocks: the text, then each picture or sound as an ACP image or audio
 * block. One the agent does not accept (promptCapabilities) is refused, naming the test's line.
 */
export function promptBlocks(
  input: string,
  media: PromptMedia[],
  accepts: Accepts,
): acp.ContentBlock[] {
  const blocks: acp.ContentBlock[] = input || !media.length ? [{ type: 'text', text: input }] : [];
  for (const m of media) {
    if (!accepts[m.kind] || m.data === undefined) {
      throw new AgentError(
        `${m.where}: the ACP agent does not accept ${m.kind === 'image' ? 'images' : 'audio'} in a prompt (its promptCapabilities.${m.kind} is not true)`,
        'config_error',
      );
    }
    blocks.push({ type: m.kind, mimeType: m.mimeType, data: m.data });
  }
  return blocks;
}
