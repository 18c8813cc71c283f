import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { cargoMessages } from '../../../../common/cargoes/schemas';
import { buttonClass } from '../../../components/ui/button';
import { Alert, Skeleton } from '../../../components/ui/feedback';
import { useMe } from '../../../lib/me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCargoPage, useCreateCargoOrder, useUpdateCargoOrder } from '../api/cargoes';
import { CargoOrderForm } from '../components/cargo-order-form';
import { cargoTitle } from '../format';

/** /app/cargoes/new and /app/cargoes/:id/edit (an open order, by its poster). */
export default function CargoEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { me } = useMe();
  const existing = useCargoPage(id);
  const create = useCreateCargoOrder();
  const update = useUpdateCargoOrder();
  const title = id ? 'Edit cargo order' : 'Post a cargo order';
  usePageTitle(title);
  const editable = existing.data?.mine && existing.data.status === 'open';

  return (
    <div className="max-w-4xl">
      <Link to="/app/cargoes" className="inline-flex items-center gap-1 text-sm font-medium text-sea-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> My cargo orders
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-navy-900">{title}</h1>
      {existing.data ? <p className="mt-1 text-slate-600">{cargoTitle(existing.data)}</p> : null}
      <div className="mt-6 space-y-6">
        {!id && me && !me.verified ? (
          <Alert tone="info">
            <p className="font-semibold">{cargoMessages.notVerified}.</p>
            <p className="mt-1">
              Fairlead checks your company’s name and registration once you have confirmed your email address, usually within a business day. See
              where it stands on your{' '}
              <Link to="/app/profile" className="font-medium underline">
                profile
              </Link>
              .
            </p>
          </Alert>
        ) : !id ? (
          <CargoOrderForm
            submitLabel="Post cargo order"
            pending={create.isPending}
            onSubmit={async (values) => {
              const cargo = await create.mutateAsync(values);
              await navigate(`/cargoes/${cargo.id}`, { state: { posted: true } });
            }}
          />
        ) : existing.isError ? (
          <Alert>This cargo order does not exist or is not yours to edit.</Alert>
        ) : existing.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : !editable ? (
          <Alert tone="info">Only an open cargo order can be changed, by the charterer who posted it.</Alert>
        ) : (
          <>
            {update.isSuccess ? <Alert tone="success">Changes saved.</Alert> : null}
            <CargoOrderForm
              key={existing.data.id}
              initial={existing.data}
              submitLabel="Save changes"
              pending={update.isPending}
              onSubmit={(values) => update.mutateAsync({ id: existing.data.id, body: values })}
            />
            <Link to={`/cargoes/${existing.data.id}`} className={buttonClass('ghost', 'sm')}>
              View its page
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
