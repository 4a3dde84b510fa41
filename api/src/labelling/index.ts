import type { AppConfig } from '../config';
import { type EntityProposer, llmEntityProposer } from './entities';
import { openAiProvider } from './openai';
import type { LabellingProvider } from './provider';
import { rulesProvider } from './rules';

export { DEFAULT_LABELLING_PROMPT, LABELLING_PROMPT_NAME } from './prompt';
export * from './provider';
export { type EntityProposer, llmEntityProposer, type ProposedEntity } from './entities';

/** The language model when LEXDESK_LLM_* are set, the embedded rules otherwise. */
/** The language model's proposer of entities to anonymise, when LEXDESK_LLM_* are set. */
export function createEntityProposer(config: Pick<AppConfig, 'llm'>): EntityProposer | undefined {
  return config.llm ? llmEntityProposer(config.llm) : undefined;
}

export function createLabellingProvider(config: Pick<AppConfig, 'llm'>): LabellingProvider {
  return config.llm ? openAiProvider(config.llm) : rulesProvider();
}
