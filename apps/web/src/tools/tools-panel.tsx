import { type Registry, runTool, type SystemManifest, type ToolManifest } from '@verdict/core';
import { useState } from 'react';
import { SchemaForm } from '../form/schema-form.js';
import { attempt } from '../play/problem.js';

/**
 * The current system's tools (T13: the Value of a Boon), from the registry's manifest: each a small form drawn
 * from its schema, with the lines the engine's `runTool` answers. No tool has code of its own here.
 */
export function ToolsPanel({ registry, system }: { registry: Registry; system: SystemManifest }) {
  if (system.tools.length === 0) return null;
  return (
    <section className="panel tools" aria-labelledby="tools-heading">
      <h2 id="tools-heading">Tools</h2>
      {system.tools.map((tool) => (
        <ToolCard key={`${system.id}/${tool.id}`} registry={registry} system={system.id} tool={tool} />
      ))}
    </section>
  );
}

function ToolCard({ registry, system, tool }: { registry: Registry; system: string; tool: ToolManifest }) {
  const [input, setInput] = useState<unknown>(() => structuredClone(tool.examples[0]?.input ?? {}));
  const result = attempt(() => runTool(registry, { system, tool: tool.id, input }));
  // The engine names fields from the request (`input.boon`); the form names them from the input.
  const issues = result.ok
    ? []
    : result.problem.issues.map((issue) => ({
        ...issue,
        path: issue.path[0] === 'input' ? issue.path.slice(1) : issue.path,
      }));
  const id = `tool-${system}-${tool.id}`;
  return (
    <section className="tool" aria-labelledby={id}>
      <h3 id={id}>{tool.title}</h3>
      <p className="field-help">{tool.description}</p>
      <SchemaForm
        schema={tool.inputSchema}
        value={input}
        onChange={setInput}
        issues={issues}
        hints={tool.ui}
        idPrefix={id}
        label={tool.title}
      />
      <output className="tool-result" aria-live="polite">
        {result.ok ? result.value.lines.map((line) => <span key={line}>{line}</span>) : null}
      </output>
    </section>
  );
}
