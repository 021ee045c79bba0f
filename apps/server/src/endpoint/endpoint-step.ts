import type { Endpoint } from '@pmc/api-client/contract';
import type { AppContext } from '../app-context.ts';
import type { EndpointCall } from './endpoint-call.ts';
import type { EndpointOptions } from './endpoint-options.ts';

/** The envelope's `data` as JSON text, sent at once: no later step and no handler runs. */
export interface EarlyAnswer {
  readonly dataJson: string;
}

/** A step's work for one request: it reads and fills the call, throws to refuse, or answers early. */
export type StepRun = (call: EndpointCall) => Promise<EarlyAnswer | undefined>;

/** What a step may look at once, when its endpoint is registered. */
export interface StepSetup {
  readonly ctx: AppContext;
  readonly endpoint: Endpoint;
  readonly options: EndpointOptions<Endpoint>;
}

/**
 * One step of the endpoint pipeline (endpoint-steps.ts lists them in order). Set up once per endpoint
 * at registration, where it may refuse a misdeclared endpoint; undefined when the step has nothing to
 * do for that endpoint, so a request pays only for the steps that apply.
 */
export type EndpointStep = (setup: StepSetup) => StepRun | undefined;
