CREATE TABLE "receipt_scans" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"frame_keys" text[] NOT NULL,
	"personal_number_hashes" text[] NOT NULL,
	"organization_numbers" text[] NOT NULL,
	"seller_info_found" boolean NOT NULL,
	"brand" text,
	"model" text,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_scans" ADD CONSTRAINT "receipt_scans_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;