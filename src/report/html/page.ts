// The page shell of report.html: one self-contained file, no external resource, one script of
// our own (the filters, filters.ts). The Content-Security-Policy allows inline styles and that
// one script by its hash, nothing else: even markup that escaping missed could load nothing,
// run nothing and submit nothing.
import { escapeHtml } from './escape.js';
import { FILTER_SCRIPT_HASH, filterScript } from './filters.js';

export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; " +
  `script-src ${FILTER_SCRIPT_HASH}; base-uri 'none'; form-action 'none'`;

const CSS = `
:root { color-scheme: light; --pass: #1a7f37; --pass-bg: #dafbe1; --fail: #cf222e; --fail-bg: #ffebe9;
  --warn: #9a6700; --warn-bg: #fff8c5; --err: #bc4c00; --err-bg: #fff1e5; --muted: #59636e;
  --line: #d1d9e0; --user: #ddf4ff; --resp: #fbefff; --agent: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; padding: 24px; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI",
  "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; background: #fff; }
main { max-width: 1100px; margin: 0 auto; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px;
  border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 14px 0 6px; }
.muted, .meta { color: var(--muted); } .meta { font-size: 12px; margin: 2px 0 8px; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 10px; font-size: 13px; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; } td.num { text-align: right; white-space: nowrap; }
a { color: #0969da; text-decoration: none; } a:hover { text-decoration: underline; }
.badge { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; font-weight: 600;
  white-space: nowrap; border: 1px solid transparent; }
.s-passed, .b-fixed, .lift-helps { color: var(--pass); background: var(--pass-bg); border-color: #aceebb; }
.s-failed, .b-regressed, .lift-hurts { color: var(--fail); background: var(--fail-bg); border-color: #ffcecb; }
.s-abstained, .b-possible_regression, .b-newly_abstaining { color: var(--warn); background: var(--warn-bg);
  border-color: #f5e0a0; }
.s-error { color: var(--err); background: var(--err-bg); border-color: #ffd8b5; }
.s-skipped, .b-no_verdict, .b-new, .b-removed, .b-unchanged { color: var(--muted); background: #f6f8fa;
  border-color: var(--line); }
.verdict { font-size: 17px; font-weight: 600; margin: 6px 0; padding: 6px 12px; border-radius: 6px;
  border: 1px solid transparent; }
.headline { font-size: 15px; margin: 8px 0; } .counts span { margin-right: 10px; }
details.run { border: 1px solid var(--line); border-left: 5px solid var(--line); border-radius: 6px;
  margin: 10px 0; background: #fff; }
details.run.r-passed { border-left-color: var(--pass); } details.run.r-failed { border-left-color: var(--fail); }
details.run.r-abstained { border-left-color: #d4a72c; } details.run.r-error { border-left-color: var(--err); }
details.run > summary { cursor: pointer; padding: 8px 12px; font-weight: 600; list-style-position: inside; }
details.run > summary .badge { margin-right: 6px; }
details.run > summary .sub { font-weight: 400; color: var(--muted); margin-left: 6px; }
.run-body { padding: 0 14px 12px; border-top: 1px solid var(--line); }
.chat { display: flex; flex-direction: column; gap: 8px; margin: 10px 0; }
.msg { max-width: 88%; border: 1px solid var(--line); border-radius: 10px; padding: 6px 10px; }
.msg .who { font-size: 12px; font-weight: 600; color: var(--muted); margin-bottom: 2px; }
.msg.user { align-self: flex-end; background: var(--user); border-color: #b6e3ff; }
.msg.responder { align-self: flex-end; background: var(--resp); border-color: #ecd8ff; }
.msg.agent { align-self: flex-start; background: var(--agent); }
.msg.decision { align-self: center; max-width: 100%; background: var(--resp); border-style: dashed; }
.msg.card { align-self: flex-end; font-size: 13px; background: var(--resp); border-style: dashed; }
pre.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 2px 0; font: inherit; max-height: 480px;
  overflow: auto; }
pre.code { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #fff;
  border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; max-height: 320px; overflow: auto; }
p.cut { margin: 2px 0; font-size: 12px; color: var(--warn); font-style: italic; }
details.tool { margin: 4px 0; font-size: 13px; } details.tool > summary { cursor: pointer; color: #0550ae; }
.tool .label { font-size: 12px; color: var(--muted); margin-top: 4px; }
.marks { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.mark { font-size: 12px; border-radius: 6px; padding: 1px 6px; border: 1px solid var(--line); }
.mark.ok { color: var(--pass); background: var(--pass-bg); border-color: #aceebb; }
.mark.bad { color: var(--fail); background: var(--fail-bg); border-color: #ffcecb; }
.mark.info { color: var(--muted); background: #f6f8fa; }
.error-box { border: 1px solid #ffcecb; background: var(--fail-bg); border-radius: 6px; padding: 6px 10px;
  margin: 8px 0; }
.note { color: var(--muted); font-style: italic; }
.rate { display: flex; align-items: center; gap: 8px; white-space: nowrap; }
.rate-bar { position: relative; width: 120px; height: 10px; background: #f6f8fa; border: 1px solid var(--line);
  border-radius: 3px; flex: none; }
.rate-fill { height: 100%; background: var(--pass); opacity: 0.55; }
.rate-ci { position: absolute; top: 3px; height: 2px; background: #1f2328; }
.filters { position: sticky; top: 0; background: #fff; padding: 6px 0; border-bottom: 1px solid var(--line);
  z-index: 1; } .filters label { margin-right: 12px; font-size: 13px; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.side { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; min-width: 0; }
.side h4 { margin: 2px 0 6px; font-size: 13px; }
.side-turn { border-top: 1px solid var(--line); padding: 4px 0; }
.side-turn.diverge { background: var(--warn-bg); outline: 2px solid #d4a72c; border-radius: 4px; padding: 4px 6px; }
.diverge-flag { font-size: 12px; font-weight: 600; color: var(--warn); }
.side .label { font-size: 12px; color: var(--muted); }
`;

/** A page without any script (history.html): scripts fall back to default-src 'none'. */
export const NO_SCRIPT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function pageStart(title: string, policy = CONTENT_SECURITY_POLICY): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">` +
    '<meta name="referrer" content="no-referrer">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main>\n`
  );
}

export function pageEnd(): string {
  return `</main>${filterScript()}</body></html>\n`;
}
