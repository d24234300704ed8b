import { assertJobName, assertSingletonUse, type JobHandler, type JobOptions } from './job-runner';

export interface JobDefinition {
  handler: JobHandler<object>;
  options: JobOptions<object>;
}

/** The jobs a runner knows: their handlers and options, by name (both runners keep them the same way). */
export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition>();

  register<T extends object>(name: string, handler: JobHandler<T>, options: JobOptions<T>): void {
    assertJobName(name);
    this.definitions.set(name, { handler: handler as JobHandler<object>, options: options as JobOptions<object> });
  }

  /** The definition of a registered job; throws for an unknown name. */
  get(name: string): JobDefinition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name} is registered`);
    return definition;
  }

  /** The definition of a job about to be sent, checked for its singleton key. */
  forSend(name: string, singletonKey: string | undefined): JobDefinition {
    const definition = this.get(name);
    assertSingletonUse(name, definition.options, singletonKey);
    return definition;
  }

  has(name: string): boolean {
    return this.definitions.has(name);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }

  entries(): [string, JobDefinition][] {
    return [...this.definitions.entries()];
  }
}
