// A test send's transcript: each request the connector made and the CRM's answer, as sent and
// received (the token is never part of it).
import type { TestSendResult } from "#server/crm/setup.server.ts";

export function TestResult({ result }: { result: TestSendResult }) {
  return (
    <div className="mt-3 space-y-3" data-testid="test-send">
      <p className={result.ok ? "font-semibold text-green-800" : "font-semibold text-red-800"}>{result.message}</p>
      {result.record?.url && (
        <p>
          <a href={result.record.url} className="font-semibold text-brand-700 underline">
            Open the test contact in the CRM
          </a>
        </p>
      )}
      <ol className="space-y-3">
        {result.exchanges.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the exchanges are a fixed transcript.
          <li key={i} className="rounded border border-slate-200 p-2 text-sm">
            <p className="font-mono wrap-anywhere">
              {x.method} {x.url}
            </p>
            {x.requestBody && (
              <pre className="mt-1 bg-slate-50 p-2 text-xs whitespace-pre-wrap wrap-anywhere">{x.requestBody}</pre>
            )}
            <p className="mt-1 font-semibold">Answer: {x.status || "none"}</p>
            {x.responseBody && (
              <pre className="mt-1 bg-slate-50 p-2 text-xs whitespace-pre-wrap wrap-anywhere">{x.responseBody}</pre>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
