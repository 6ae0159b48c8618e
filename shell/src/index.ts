// The asynchronous boundary lets Module Federation agree on shared libraries before any of them runs.
import('./bootstrap');
