import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The messages the server can answer with, read from its sources (cms/src, adapters/src, packages/images/src), so a
 * message added anywhere is found without a hand list (docs/decisions/0025-interface-languages.md):
 * - the message of each typed error thrown (`new errors.NotFoundError('…')`, `new BadRequestError(…)`,
 *   `new HttpError(status, …)`), of Koa's `ctx.throw(status, '…')`, `ctx.badRequest('…')` and the like, of a
 *   file's own `fieldError(…, '…')`, and each `message` of a `{ success: false, message }` envelope;
 * - the message of each error class (`constructor(message = '…')`, `super('…')`).
 * A message is found as written (a string literal, or a `const` of the same file holding one); a message built at run
 * time from a template is returned apart, as its source text, and one held in anything else (the contract's message
 * objects, a parameter) is not a message of the sources: the contract's are checked from the contract itself.
 */
export type ServerMessages = { literal: Map<string, string[]>; templates: Map<string, string[]> };

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['cms/src', 'adapters/src', 'packages/images/src'];
/** The WordPress import is a command (`npm run import:wordpress`): its errors are printed to a terminal, never answered. */
const NOT_ANSWERS = new Set([path.join(ROOT, 'cms/src/import')]);
/** The Koa context's helpers that answer with a message (the first argument, or the second after a status). */
const CTX_HELPERS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'payloadTooLarge', 'tooManyRequests']);
/** Errors that are not answers: a plain `Error` (an answer of 500 whose words are never passed on), `TypeError`, …. */
const PLAIN = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'URIError', 'AggregateError']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || NOT_ANSWERS.has(full) ? [] : files(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

const calleeName = (expression: ts.Expression): string | undefined =>
  ts.isIdentifier(expression) ? expression.text : ts.isPropertyAccessExpression(expression) ? expression.name.text : undefined;

export function serverMessages(): ServerMessages {
  const found: ServerMessages = { literal: new Map(), templates: new Map() };
  const add = (map: Map<string, string[]>, text: string, where: string) => map.set(text, [...(map.get(text) ?? []), where]);

  for (const file of SOURCES.flatMap((dir) => files(path.join(ROOT, dir)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    /** The file's `const NAME = '…'`. */
    const constants = new Map<string, string>();
    const collectConstants = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteralLike(node.initializer)) {
        constants.set(node.name.text, node.initializer.text);
      }
      ts.forEachChild(node, collectConstants);
    };
    collectConstants(source);

    const message = (node: ts.Expression | undefined): void => {
      if (!node) return;
      if (ts.isStringLiteralLike(node)) add(found.literal, node.text, where(node));
      else if (ts.isTemplateExpression(node)) add(found.templates, node.getText(source), where(node));
      else if (ts.isIdentifier(node) && constants.has(node.text)) add(found.literal, constants.get(node.text)!, where(node));
      else if (ts.isConditionalExpression(node)) {
        message(node.whenTrue);
        message(node.whenFalse);
      } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) message(node.right);
    };

    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node)) {
        const name = calleeName(node.expression);
        if (name && /Error$/.test(name) && !PLAIN.has(name)) message(node.arguments?.[name === 'HttpError' ? 1 : 0]);
      } else if (ts.isCallExpression(node)) {
        const name = calleeName(node.expression);
        if (node.expression.kind === ts.SyntaxKind.SuperKeyword && /Error$/.test(ts.findAncestor(node, ts.isClassDeclaration)?.name?.text ?? '')) {
          message(node.arguments[0]);
        }
        const onCtx = ts.isPropertyAccessExpression(node.expression) && /ctx$/i.test(node.expression.expression.getText(source));
        if (onCtx && name === 'throw') message(node.arguments[1]);
        else if (onCtx && name && CTX_HELPERS.has(name)) message(node.arguments[0]);
        else if (name === 'fieldError') message(node.arguments[node.arguments.length - 1]);
      } else if (ts.isObjectLiteralExpression(node)) {
        const property = (key: string) =>
          node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === key);
        if (property('success')?.initializer.kind === ts.SyntaxKind.FalseKeyword) message(property('message')?.initializer);
      } else if (ts.isConstructorDeclaration(node) && ts.isClassDeclaration(node.parent) && /Error$/.test(node.parent.name?.text ?? '')) {
        for (const parameter of node.parameters) {
          if (parameter.name.getText(source) === 'message') message(parameter.initializer);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
