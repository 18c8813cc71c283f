import { useId, type ReactNode } from 'react';
import { Card, Skeleton } from '../../../../components/ui/feedback';
import { cn } from '../../../../lib/cn';

/** A chart's frame: its title and a line on what it counts, then the chart and its table. */
export function ChartPanel({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card className={cn('flex min-w-0 flex-col p-5', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={id} className="text-base font-semibold text-navy-900">
              {title}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">{description}</p>
          </div>
          {actions}
        </div>
        <div className="mt-4 flex flex-1 flex-col">{children}</div>
      </section>
    </Card>
  );
}

/** What a chart says when the period has nothing to draw: the same height as a drawn chart. */
export function ChartEmpty({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-40 flex-1 flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center',
        className,
      )}
    >
      <p className="font-semibold text-slate-800">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{children}</p>
    </div>
  );
}

export function ChartPanelSkeleton({ className, height = 'h-64' }: { className?: string; height?: string }) {
  return (
    <Card className={cn('p-5', className)}>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-1.5 h-4 w-64 max-w-full" />
      <Skeleton className={cn('mt-4 w-full', height)} />
    </Card>
  );
}
