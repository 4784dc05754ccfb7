import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the interface's words in the catalogue (this folder): a component that writes text a person reads
 * straight into its markup fails here, with the file, line and text. Independent of any linter.
 */

const webRoot = path.resolve(import.meta.dirname, '..');
const catalogue = path.join(webRoot, 'messages');
const testHelpers = path.join(webRoot, 'test');

/** Attributes whose value a person reads or hears. */
const textAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'title',
  'subtitle',
  'placeholder',
  'alt',
  'label',
  'description',
  'closeLabel',
  'text',
  'heading',
  'message',
]);

const hasLetter = /\p{L}/u;
const germanLetter = /[äöüÄÖÜß]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === catalogue || full === testHelpers ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return stringValue(node.expression);
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

export function inlineTexts(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({
      file: path.relative(webRoot, file),
      line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim().slice(0, 60),
    });

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // Log lines are for developers, in English.
    if (ts.isCallExpression(node) && node.expression.getText(sf).startsWith('console.')) return;

    if (ts.isJsxText(node) && hasLetter.test(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node)) {
      const value = stringValue(node.initializer);
      if (value !== undefined && textAttributes.has(node.name.getText(sf)) && hasLetter.test(value))
        report(node, value);
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = stringValue(node.expression);
      if (value !== undefined && hasLetter.test(value)) report(node, value);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // Words with umlauts are German wherever they stand: a label table in a .ts file counts too.
      if (germanLetter.test(node.text)) report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

describe('German text lives in the message catalogue', () => {
  it('finds text in markup, in readable attributes and umlaut words in code (so this guard can fail)', () => {
    const sample = [
      'const labels = { heute: "Heute", voll: "Größe" };',
      'export const A = () => <p title="Hinweis" className="flex gap-2">Hallo {name} · <b>{"Welt"}</b></p>;',
      'export const B = () => <img alt="" data-testid="bild" aria-hidden />;',
      'console.error("404 Error: not found");',
    ].join('\n');
    expect(inlineTexts(path.join(webRoot, 'sample.tsx'), sample).map((f) => f.text)).toEqual([
      'Größe',
      'Hinweis',
      'Hallo',
      'Welt',
    ]);
  });

  it('no component or module of the web writes German text outside src/web/messages', () => {
    const findings = sourceFiles(webRoot).flatMap((file) => inlineTexts(file, readFileSync(file, 'utf8')));
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
  });
});
