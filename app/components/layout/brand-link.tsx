import { useId } from "react";
import { Link } from "react-router";

import { site } from "~/content/site";

/** The logo and the site name, linking home; `label` is the link's accessible name. */
export function BrandLink({ label }: { label: string }) {
  return (
    <Link
      to="/"
      aria-label={label}
      className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <BrandLogo size={28} />
      {site.name}
    </Link>
  );
}

/** public/favicon.svg drawn inline: an <img> would be one more request (and a preload) before the first paint. */
export function BrandLogo({ size }: { size: number }) {
  const gradient = useId();
  const stroke = `url(#${gradient})`;
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" width={size} height={size} className="shrink-0">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38d6f0" />
          <stop offset="1" stopColor="#a78bfa" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#0b0f1a" />
      <rect x="3" y="3" width="58" height="58" rx="12" fill="none" stroke={stroke} strokeWidth="3" />
      <path
        d="M14 40v-8M22 46V22M30 40V16M38 48V26M46 42v-12M54 36v-4"
        stroke={stroke}
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
