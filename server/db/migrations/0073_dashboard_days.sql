CREATE TABLE "dashboard_days" (
	"version" text NOT NULL,
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"label" text NOT NULL,
	"currency" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "dashboard_days_version_day_figure_label_currency_pk" PRIMARY KEY("version","day","figure","label","currency")
);
