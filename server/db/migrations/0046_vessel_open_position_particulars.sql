ALTER TABLE "vessels" ADD COLUMN "open_region" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "open_date_to" date;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "preferred_regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "excluded_regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "grain_cubic_m" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "bale_cubic_m" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "cranes" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "crane_swl_t" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "grabs" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "grab_cubic_m" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "holds" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "hatches" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "ice_class" text;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "laden_speed_kn" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "laden_consumption_t" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "ballast_speed_kn" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "ballast_consumption_t" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "eco_laden_speed_kn" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "eco_laden_consumption_t" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "eco_ballast_speed_kn" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "eco_ballast_consumption_t" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "port_consumption_t" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "constants_t" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_open_place_check" CHECK ("vessels"."open_port" is null or "vessels"."open_region" is null);--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_open_range_check" CHECK ("vessels"."open_date_to" is null or "vessels"."open_date_to" >= "vessels"."open_date");--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_regions_check" CHECK (not ("vessels"."preferred_regions" && "vessels"."excluded_regions"));--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_cubic_check" CHECK (("vessels"."grain_cubic_m" is null or "vessels"."grain_cubic_m" between 1 and 2000000) and ("vessels"."bale_cubic_m" is null or "vessels"."bale_cubic_m" between 1 and 2000000) and coalesce("vessels"."bale_cubic_m" <= "vessels"."grain_cubic_m", true));--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_gear_check" CHECK (("vessels"."cranes" is null or "vessels"."cranes" between 0 and 12) and ("vessels"."grabs" is null or "vessels"."grabs" between 0 and 12) and ("vessels"."holds" is null or "vessels"."holds" between 1 and 30) and ("vessels"."hatches" is null or "vessels"."hatches" between 1 and 30)
        and ("vessels"."crane_swl_t" is null or "vessels"."crane_swl_t" between 1 and 1500 and "vessels"."cranes" > 0)
        and ("vessels"."grab_cubic_m" is null or "vessels"."grab_cubic_m" between 1 and 50 and "vessels"."grabs" > 0));--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_ice_class_check" CHECK ("vessels"."ice_class" in ('none', '1C', '1B', '1A', '1A Super'));--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_speeds_check" CHECK (("vessels"."laden_speed_kn" is null) = ("vessels"."laden_consumption_t" is null) and ("vessels"."laden_speed_kn" is null or "vessels"."laden_speed_kn" between 5 and 25) and ("vessels"."laden_consumption_t" is null or "vessels"."laden_consumption_t" between 1 and 150) and ("vessels"."ballast_speed_kn" is null) = ("vessels"."ballast_consumption_t" is null) and ("vessels"."ballast_speed_kn" is null or "vessels"."ballast_speed_kn" between 5 and 25) and ("vessels"."ballast_consumption_t" is null or "vessels"."ballast_consumption_t" between 1 and 150)
        and ("vessels"."eco_laden_speed_kn" is null) = ("vessels"."eco_laden_consumption_t" is null) and ("vessels"."eco_laden_speed_kn" is null or "vessels"."eco_laden_speed_kn" between 5 and 25) and ("vessels"."eco_laden_consumption_t" is null or "vessels"."eco_laden_consumption_t" between 1 and 150) and ("vessels"."eco_ballast_speed_kn" is null) = ("vessels"."eco_ballast_consumption_t" is null) and ("vessels"."eco_ballast_speed_kn" is null or "vessels"."eco_ballast_speed_kn" between 5 and 25) and ("vessels"."eco_ballast_consumption_t" is null or "vessels"."eco_ballast_consumption_t" between 1 and 150)
        and ("vessels"."port_consumption_t" is null or "vessels"."port_consumption_t" between 0.5 and 50) and ("vessels"."constants_t" is null or "vessels"."constants_t" between 1 and 10000));--> statement-breakpoint
-- A bulk carrier's capacity is its grain cubic and a general cargo ship's its bale (#27): the same figure, now also
-- where matching reads it. The service keeps the two in step from here on.
UPDATE "vessels" SET "grain_cubic_m" = "capacity" WHERE "type" = 'bulkCarrier' AND "capacity" BETWEEN 1 AND 2000000;--> statement-breakpoint
UPDATE "vessels" SET "bale_cubic_m" = "capacity" WHERE "type" = 'general' AND "capacity" BETWEEN 1 AND 2000000;
