import type { AppConfig } from '../config';
import { openAiProvider } from './openai';
import type { LabellingProvider } from './provider';
import { rulesProvider } from './rules';

export { DEFAULT_LABELLING_PROMPT, LABELLING_PROMPT_NAME } from './prompt';
export * from './provider';

/** The language model when LEXDESK_LLM_* are set, the embedded rules otherwise. */
export function createLabellingProvider(config: Pick<AppConfig, 'llm'>): LabellingProvider {
  return config.llm ? openAiProvider(config.llm) : rulesProvider();
}
