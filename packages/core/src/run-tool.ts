import type { Registry } from './registry.js';
import type { ToolResultV1 } from './tool.js';
import { parseInput } from './validate.js';

/** A request to run a system's tool. */
export interface ToolRequest {
  readonly system: string;
  readonly tool: string;
  readonly input: unknown;
}

/** What a tool computed, with which tool: the body of a tool's HTTP answer. */
export interface ToolResponse extends ToolResultV1 {
  readonly system: string;
  readonly tool: string;
}

/**
 * Runs a system's tool: looks it up, validates the input (and its limits) exactly as a test's, and runs it.
 * Throws `unknown_system`, `unknown_tool`, `invalid_input` or `limit_exceeded` naming the field.
 *
 * @example
 * runTool(registry, { system: 't13', tool: 'boon-value', input: { boon: 13 } }).lines;
 */
export function runTool(registry: Registry, request: ToolRequest): ToolResponse {
  const tool = registry.tool(request.system, request.tool);
  const input = parseInput(tool, request.input);
  const result = tool.run(input);
  return { system: request.system, tool: request.tool, ...result };
}
