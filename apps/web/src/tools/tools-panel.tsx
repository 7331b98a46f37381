import { useState } from 'react';
import { SchemaForm } from '../form/schema-form.js';
import type { ToolResult, ToolV1 } from './tool.js';

/** The current system's tools, each a small form with its answer beside it. */
export function ToolsPanel({ tools }: { tools: readonly ToolV1[] }) {
  if (tools.length === 0) return null;
  return (
    <section className="panel tools" aria-labelledby="tools-heading">
      <h2 id="tools-heading">Tools</h2>
      {tools.map((tool) => (
        <ToolCard key={`${tool.system}/${tool.id}`} tool={tool} />
      ))}
    </section>
  );
}

function ToolCard({ tool }: { tool: ToolV1 }) {
  const [input, setInput] = useState<unknown>(tool.initial);
  const result = safeRun(tool, input);
  return (
    <section className="tool" aria-labelledby={`tool-${tool.id}`}>
      <h3 id={`tool-${tool.id}`}>{tool.title}</h3>
      <p className="field-help">{tool.description}</p>
      <SchemaForm
        schema={tool.inputSchema}
        value={input}
        onChange={setInput}
        issues={result.ok ? [] : result.issues}
        idPrefix={`tool-${tool.id}`}
        label={tool.title}
      />
      <output className="tool-result" aria-live="polite">
        {result.ok ? result.lines.map((line) => <span key={line}>{line}</span>) : null}
      </output>
    </section>
  );
}

function safeRun(tool: ToolV1, input: unknown): ToolResult {
  try {
    return tool.run(input);
  } catch (error) {
    return {
      ok: false,
      issues: [{ path: [], message: error instanceof Error ? error.message : String(error) }],
    };
  }
}
