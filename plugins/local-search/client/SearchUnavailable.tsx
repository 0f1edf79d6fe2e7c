import React, { type ReactNode } from 'react'

// DocSearch's own error screen, for the results footer slot. DocSearch 4.2 sets its status to
// "error" when a search fails, but autocomplete-core's `finally` sets it back to "idle" in the
// same tick, so its error screen never renders (React batches both updates). The modal still
// renders the results footer, so the wrapper shows the same screen there — the reader sees why nothing came back.

export interface SearchUnavailableProps {
  titleText?: string
  helpText?: string
}

export default function SearchUnavailable({ titleText, helpText }: SearchUnavailableProps): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{helpText ?? 'You might want to check your network connection.'}</p>
    </div>
  )
}
