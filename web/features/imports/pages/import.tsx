import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { useImportHistory } from '../api/history';
import { useUploadImportFile } from '../api/upload';
import { DropZone } from '../components/drop-zone';
import { HistoryList } from '../components/history-list';
import { ImportAddress } from '../components/import-address';
import { PasteForm } from '../components/paste-form';

/** /app/import: bring circulars in (paste, .eml files, the forwarding address) and see what each e-mail became. */
export default function ImportCircularsPage() {
  usePageTitle('Import circulars');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useImportHistory(page);
  const upload = useUploadImportFile();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">Import circulars</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Bring in the position lists and cargo orders brokers send you. Fairlead reads each ship and cargo into a draft; nothing is published until
          you have reviewed it.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="p-4 sm:p-6 lg:col-span-3">
          <h2 className="mb-3 text-base font-semibold text-navy-900">Paste an e-mail</h2>
          <PasteForm />
        </Card>
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-base font-semibold text-navy-900">Upload .eml files</h2>
            <DropZone upload={upload} />
          </Card>
          <Card className="p-4 sm:p-6">
            <ImportAddress />
          </Card>
        </div>
      </div>
      <section aria-labelledby="history-title" className="space-y-3">
        <h2 id="history-title" className="text-lg font-semibold text-navy-900">
          Import history
        </h2>
        <HistoryList
          history={history.data}
          pending={history.isPending}
          error={history.error}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </section>
    </div>
  );
}
